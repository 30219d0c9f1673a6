import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/seo/structured-data';

/** Structured data, rendered on the server into the static HTML (a data block: CSP does not apply). */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
