import { articlesNewestFirst, readingMinutes } from '@/lib/content';
import { formatDateFr } from '@/lib/format-date';

/** Blog articles, newest first, from the content index. */
export function ArticleList() {
  return (
    <ul className="card-list">
      {articlesNewestFirst().map((article) => (
        <li key={article.url} className="card-list__item">
          <h3 className="card-list__title">
            <a href={article.url}>{article.title}</a>
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
