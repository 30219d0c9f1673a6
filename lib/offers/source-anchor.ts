/** « source-revolut-2 »: the id of the offer box's source list item, numbered as the facts cite it (from 1). */
export const sourceAnchor = (provider: string, number: number) => `source-${provider.toLowerCase()}-${number}`;
