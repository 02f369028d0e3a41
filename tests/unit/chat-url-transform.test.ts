import { describe, expect, it } from 'vitest';
import { ALLOWED_LINK_PROTOCOLS, safeUrl } from '../../src/resources/agents/conversation/url-transform';

describe('markdown link protocols of agent replies', () => {
  it('keeps http, https, irc, ircs, mailto and xmpp links, whatever their case', () => {
    expect(ALLOWED_LINK_PROTOCOLS).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
    for (const url of [
      'http://example.com',
      'https://example.com/a?b=c#d',
      'HTTPS://EXAMPLE.COM',
      'irc://irc.libera.chat/#chan',
      'ircs://irc.libera.chat:6697',
      'mailto:ana@example.com',
      'xmpp:ana@example.com',
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('empties every other protocol', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'tel:+5511999999999',
      'blob:https://example.com/uuid',
    ]) {
      expect(safeUrl(url)).toBe('');
    }
  });

  it('keeps relative links and colons that come after a path, query or fragment', () => {
    for (const url of ['/agents', 'docs/page.html', './a:b', '?q=a:b', '#section:1', 'path/with:colon', '']) {
      expect(safeUrl(url)).toBe(url);
    }
  });
});
