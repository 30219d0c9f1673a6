import { articlesNewestFirst, readingMinutes } from '@/lib/content';
import { formatDateFr } from '@/lib/format-date';
import { SiteLink } from '@/components/SiteLink';

/** Blog articles, newest first, from the content index. */
export function ArticleList() {
  return (
    <ul className="card-list">
      {articlesNewestFirst().map((article) => (
        <li key={article.url} className="card-list__item">
          <h3 className="card-list__title">
            <SiteLink href={article.url}>{article.title}</SiteLink>
          </h3>
          <p className="meta">
            <time dateTime={article.date.slice(0, 10)}>{formatDateFr(article.date)}</time> · {readingMinutes(article.wordCount)} min de
            lecture
          </p>
          <p>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
