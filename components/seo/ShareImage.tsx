import { SITE } from '@/lib/site';

const GREEN = '#0b5d4b';
const DARK_GREEN = '#074536';

/** The Open Graph image of a page (rendered by next/og, which accepts flexbox and inline styles only). */
export function ShareImage({ title, kicker }: { title: string; kicker: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: `linear-gradient(135deg, ${GREEN} 0%, ${DARK_GREEN} 100%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }}>
        <LogoMark size={64} />
        {SITE.name}
      </div>
      <div style={{ display: 'flex', fontSize: title.length > 60 ? 58 : 68, fontWeight: 700, lineHeight: 1.15, letterSpacing: -1 }}>
        {title}
      </div>
      <div style={{ display: 'flex', fontSize: 30, color: '#cfe8df' }}>{kicker}</div>
    </div>
  );
}

/** The site's mark (as public/icon.svg): a white euro sign on a green disc. */
export function LogoMark({ size, square = false }: { size: number; square?: boolean }) {
  return (
    <div
      style={{
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: square ? 0 : size / 2,
        background: square ? GREEN : '#ffffff',
        color: square ? '#ffffff' : GREEN,
        fontSize: size * 0.6,
        fontWeight: 700,
        fontFamily: 'Inter',
      }}
    >
      €
    </div>
  );
}
