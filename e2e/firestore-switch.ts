import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * What the site server finds at its Firestore address: the emulator (`pass`), a server
 * that accepts and never answers (`hang`), or nothing listening (`refuse`).
 */
export type FirestoreMode = 'pass' | 'hang' | 'refuse';

/**
 * A TCP stand-in on 127.0.0.1:port in front of the emulator, switched from the test.
 * Unlike pausing the emulator (SIGSTOP), it fails only the site server that points at
 * it, and both faults are the real thing at the socket: a hung connection, a refused one.
 */
export async function firestoreSwitch({ port, emulatorPort }: { port: number; emulatorPort: number }) {
  let mode: FirestoreMode = 'refuse';
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    // Accepted, never read, never answered: the site's read must give up by itself.
    if (mode === 'hang') return;
    const emulator = createConnection({ host: '127.0.0.1', port: emulatorPort });
    track(emulator);
    emulator.on('close', () => client.destroy());
    client.on('close', () => emulator.destroy());
    client.pipe(emulator).pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(onConnection);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        server = listening;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  async function set(next: FirestoreMode) {
    mode = next;
    // Kept-alive connections would carry on in the old mode: every switch starts clean.
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (next === 'refuse') await stopListening();
    else if (!server) await listen();
  }

  return { origin: `http://127.0.0.1:${port}`, set, mode: () => mode, close: () => set('refuse') };
}
