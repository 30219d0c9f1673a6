import { defineDocumentType, defineNestedType } from 'contentlayer2/source-files/schema';
import { FAILURE_CAUSES, FAILURE_REASONS, WATCH_FILE_NAME } from './config';

/**
 * The watch of the offers' official sources (content/sources-watch.yaml, written by
 * `npm run sources:watch`) as contentlayer reads it, so the offer boxes, /offres.json and
 * the offers' feeds get it in the build like the amounts' history. The content gate
 * (lib/content/check/sources-watch.ts) holds what contentlayer cannot say (dates, digests).
 */
const WatchFailure = defineNestedType(() => ({
  name: 'WatchFailure',
  fields: {
    reason: { type: 'enum', options: [...FAILURE_REASONS], required: true, description: 'Pourquoi la lecture a échoué' },
    status: { type: 'number', description: 'Le code HTTP de la réponse, quand il y en a une' },
    cause: { type: 'enum', options: [...FAILURE_CAUSES], description: 'Ce qui a empêché toute réponse (délai, réseau…)' },
    first: { type: 'string', required: true, description: 'Le premier jour de cet échec (AAAA-MM-JJ)' },
    last: { type: 'string', required: true, description: 'Le dernier jour de cet échec (AAAA-MM-JJ)' },
  },
}));

const WatchedSource = defineNestedType(() => ({
  name: 'WatchedSource',
  fields: {
    url: { type: 'string', required: true, description: 'L’adresse citée par les fiches' },
    records: { type: 'list', of: { type: 'string' }, required: true, description: 'Les clés des fiches qui la citent' },
    read: { type: 'string', description: 'Le dernier jour où son texte a été lu (AAAA-MM-JJ), absent avant la première lecture réussie' },
    fingerprint: { type: 'string', description: 'L’empreinte SHA-256 de son texte principal normalisé' },
    passages: { type: 'list', of: { type: 'string' }, description: 'Une empreinte courte par passage de ce texte' },
    since: { type: 'string', description: 'Le premier jour où elle a été lue' },
    changed: { type: 'string', description: 'Le dernier jour où son texte a changé' },
    finalUrl: { type: 'string', description: 'L’adresse où ses redirections ont mené' },
    failure: { type: 'nested', of: WatchFailure, description: 'L’échec des lectures, tant qu’elles échouent' },
  },
}));

export const SourcesWatch = defineDocumentType(() => ({
  name: 'SourcesWatch',
  filePathPattern: WATCH_FILE_NAME,
  contentType: 'data',
  fields: { sources: { type: 'list', of: WatchedSource, required: true, description: 'Chaque adresse officielle suivie' } },
}));
