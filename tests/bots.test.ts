import { isBot as nextIsBot } from 'next/dist/shared/lib/router/utils/is-bot';
import { describe, expect, it } from 'vitest';
import { botFromUserAgent } from '@/lib/bots';

const BOT_AGENTS: [string, string][] = [
  [
    'Google',
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  ],
  ['Google', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
  ['Google', 'Mozilla/5.0 (compatible; AdsBot-Google; +http://www.google.com/adsbot.html)'],
  [
    'Bing',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  ],
  ['Qwant', 'Mozilla/5.0 (compatible; Qwantbot/1.0_4193332; +https://help.qwant.com/bot/)'],
  ['Qwant', 'Mozilla/5.0 (compatible; Qwantify/Bleriot/1.1; +https://help.qwant.com/bot)'],
  ['DuckDuckGo', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
  ['Yandex', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
  [
    'Apple',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  ],
  ['Facebook', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
  ['X (Twitter)', 'Twitterbot/1.0'],
  ['LinkedIn', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
  ['Slack', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
  ['Discord', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
  ['Telegram', 'TelegramBot (like TwitterBot)'],
  ['WhatsApp', 'WhatsApp/2.23.20.0'],
  ['Pinterest', 'Pinterest/0.2 (+https://www.pinterest.com/bot.html)'],
];

const BROWSER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

describe('botFromUserAgent', () => {
  it.each(BOT_AGENTS)('recognises %s', (name, userAgent) => {
    expect(botFromUserAgent(userAgent)?.name).toBe(name);
  });
  it.each(BROWSER_AGENTS)('does not take a browser for a bot: %s', (userAgent) => {
    expect(botFromUserAgent(userAgent)).toBeUndefined();
  });
  it('covers every bot that Next.js itself treats as one', () => {
    for (const [, userAgent] of BOT_AGENTS) {
      if (nextIsBot(userAgent)) expect(botFromUserAgent(userAgent), userAgent).toBeDefined();
    }
    for (const token of [
      'Mediapartners-Google',
      'Google-PageRenderer',
      'Chrome-Lighthouse',
      'Slurp',
      'baiduspider',
      'sogou',
      'bitlybot',
      'tumblr',
      'vkShare',
      'quora link preview',
      'redditbot',
      'ia_archiver',
      'BingPreview',
      'facebookcatalog',
      'SkypeUriPreview',
      'Yeti',
      'googleweblight',
    ]) {
      expect(nextIsBot(`Mozilla/5.0 (compatible; ${token}/1.0)`), token).toBe(true);
      expect(botFromUserAgent(`Mozilla/5.0 (compatible; ${token}/1.0)`), token).toBeDefined();
    }
  });
});
