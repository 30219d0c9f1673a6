/**
 * Search-engine crawlers and link-preview fetchers, by the token of their user agent.
 * The one list of the site (docs/behaviours.md#erreurs-de-rendu): when a page fails to render, these are not
 * shown the error page, whose text would be indexed or previewed in place of the
 * page; the error is logged instead. Next.js keeps the server HTML for the bots of its
 * own smaller list; tests/bots.test.ts checks this list covers those.
 */
export type Bot = { readonly name: string; readonly kind: 'search' | 'preview'; readonly pattern: RegExp };

const BOTS: readonly Bot[] = [
  { name: 'Google', kind: 'search', pattern: /Googlebot|Google-[\w-]+|[\w-]+-Google|GoogleOther|googleweblight/i },
  { name: 'Bing', kind: 'search', pattern: /bingbot|BingPreview|msnbot|AdIdxBot/i },
  { name: 'Qwant', kind: 'search', pattern: /Qwantify|Qwantbot/i },
  { name: 'DuckDuckGo', kind: 'search', pattern: /DuckDuckBot|DuckAssistBot/i },
  { name: 'Yahoo', kind: 'search', pattern: /Slurp/i },
  { name: 'Yandex', kind: 'search', pattern: /yandex/i },
  { name: 'Baidu', kind: 'search', pattern: /baiduspider/i },
  { name: 'Apple', kind: 'search', pattern: /applebot/i },
  { name: 'Sogou', kind: 'search', pattern: /sogou/i },
  { name: 'Seznam', kind: 'search', pattern: /SeznamBot/i },
  { name: 'Naver', kind: 'search', pattern: /\bYeti\b/i },
  { name: 'Internet Archive', kind: 'search', pattern: /ia_archiver|archive\.org_bot/i },
  { name: 'Lighthouse', kind: 'search', pattern: /Chrome-Lighthouse/i },
  { name: 'Facebook', kind: 'preview', pattern: /facebookexternalhit|facebookcatalog|meta-externalagent/i },
  // Before X: Telegram's agent says "like TwitterBot".
  { name: 'Telegram', kind: 'preview', pattern: /TelegramBot/i },
  { name: 'X (Twitter)', kind: 'preview', pattern: /Twitterbot/i },
  { name: 'LinkedIn', kind: 'preview', pattern: /LinkedInBot/i },
  { name: 'Slack', kind: 'preview', pattern: /Slackbot|Slack-ImgProxy/i },
  { name: 'Discord', kind: 'preview', pattern: /Discordbot/i },
  { name: 'WhatsApp', kind: 'preview', pattern: /WhatsApp/i },
  { name: 'Skype / Teams', kind: 'preview', pattern: /SkypeUriPreview|MicrosoftPreview/i },
  { name: 'Pinterest', kind: 'preview', pattern: /Pinterestbot|Pinterest\/\d/i },
  { name: 'Reddit', kind: 'preview', pattern: /redditbot/i },
  { name: 'Tumblr', kind: 'preview', pattern: /tumblr/i },
  { name: 'VK', kind: 'preview', pattern: /vkShare/i },
  { name: 'Quora', kind: 'preview', pattern: /quora link preview/i },
  { name: 'Bitly', kind: 'preview', pattern: /bitlybot/i },
  { name: 'Embedly', kind: 'preview', pattern: /Embedly/i },
  { name: 'Iframely', kind: 'preview', pattern: /Iframely/i },
  { name: 'Mastodon', kind: 'preview', pattern: /Mastodon\/\d/i },
];

export function botFromUserAgent(userAgent: string): Bot | undefined {
  return BOTS.find((bot) => bot.pattern.test(userAgent));
}
