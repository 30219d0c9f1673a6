import { SiteLink } from '@/components/SiteLink';
import { banks, cardsOf } from '@/lib/content';
import { Prime } from './Prime';

/** The banks presented on the site, from the content index. */
export function BankList() {
  return (
    <ul className="card-list">
      {banks().map((bank) => (
        <li key={bank.url} className="card-list__item">
          <h3 className="card-list__title">
            <SiteLink href={bank.url}>{bank.name}</SiteLink>
          </h3>
          <p>{bank.description}</p>
          <p className="meta">
            Prime du filleul : <Prime provider={bank.provider} kind="filleul" /> · {cardsOf(bank.bank).length} cartes présentées
          </p>
        </li>
      ))}
    </ul>
  );
}
