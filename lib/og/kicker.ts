import { findByUrl, readingMinutes, type ContentDoc } from '../content';

/** The line under the title on a share image: what kind of page the link opens. */
export function shareImageKicker(doc: ContentDoc): string {
  switch (doc.type) {
    case 'Article':
      return `Guide · ${readingMinutes(doc.wordCount)} min de lecture`;
    case 'Bank':
      return 'Banque en ligne · offre de parrainage';
    case 'BankSection': {
      const bank = findByUrl(`/banque/${doc.bank}`);
      return bank && 'name' in bank ? `${bank.name} · banque en ligne` : 'Banque en ligne';
    }
    case 'Card':
      return `Carte ${doc.network}`;
    case 'CashbackPortal':
      return 'Site de cashback · prime de bienvenue';
    case 'AppOffer':
      return doc.family === 'investissement' ? 'Investissement · offre de parrainage' : 'Néobanque · offre de parrainage';
    case 'Page':
      return 'Codes de parrainage et primes de bienvenue';
    case 'TestPage':
      return 'Page d’essai';
  }
}
