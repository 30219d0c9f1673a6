/** Banks that have a folder under content/banque/ (checked against the content by a test). */
export const BANKS = ['fortuneo', 'boursobank'] as const;
export type Bank = (typeof BANKS)[number];
