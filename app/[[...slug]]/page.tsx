import type { Metadata } from 'next';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import { notFound } from 'next/navigation';
import { mdxComponentsFor } from '@/components/mdx';
import { DocHeader } from '@/components/page/DocHeader';
import { findByUrl, staticParams, urlFromSlug } from '@/lib/content';

type Props = { params: Promise<{ slug?: string[] }> };

/** Only the content routes exist: any other path is the French 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = findByUrl(urlFromSlug((await params).slug));
  if (!doc) return {};
  return { title: doc.url === '/' ? { absolute: doc.title } : doc.title, description: doc.description };
}

export default async function ContentPage({ params }: Props) {
  const doc = findByUrl(urlFromSlug((await params).slug));
  if (!doc) notFound();
  const Body = getMDXComponent(doc.body.code);
  return (
    <article className={`doc doc--${doc.type}`}>
      <DocHeader doc={doc} />
      <div className="prose">
        <Body components={mdxComponentsFor(doc)} />
      </div>
    </article>
  );
}
