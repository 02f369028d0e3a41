import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { theme } from 'antd';
import { safeUrl } from './url-transform';

const CLASS = 'agent-chat-markdown';
const remarkPlugins = [remarkGfm];

/** Links open in a new tab; an emptied (refused) link is plain text. */
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span data-testid="chat-refused-link">{children}</span>
    ),
};

/**
 * An agent's reply as markdown (GitHub flavoured). Raw HTML is not rendered (react-markdown's
 * default); links keep only the allowed protocols (others are emptied) and open in a new tab.
 */
export default function Markdown({ text }: { text: string }) {
  const { token } = theme.useToken();
  // Scoped rules with the theme's tokens, so both themes read well.
  const css = useMemo(() => {
    const c = `.${CLASS}`;
    return [
      `${c}>:first-child{margin-top:0}${c}>:last-child{margin-bottom:0}`,
      `${c} p,${c} ul,${c} ol,${c} pre,${c} blockquote,${c} table{margin:0 0 .6em}${c} ul,${c} ol{padding-left:1.4em}`,
      `${c} a{color:${token.colorLink}}${c} img{max-width:100%}`,
      `${c} code{font-family:${token.fontFamilyCode};font-size:.92em;background:${token.colorFillSecondary};border-radius:${token.borderRadiusSM}px;padding:1px 4px}`,
      `${c} pre{background:${token.colorFillSecondary};border-radius:${token.borderRadiusSM}px;padding:8px 12px;overflow-x:auto;white-space:pre}`,
      `${c} pre code{background:none;padding:0}`,
      `${c} blockquote{border-left:3px solid ${token.colorBorder};padding-left:12px;margin-left:0;color:${token.colorTextSecondary}}`,
      `${c} table{border-collapse:collapse;display:block;overflow-x:auto}${c} th,${c} td{border:1px solid ${token.colorBorderSecondary};padding:4px 8px}${c} th{background:${token.colorFillQuaternary}}`,
    ].join('');
  }, [token]);
  return (
    <div className={CLASS} data-testid="chat-markdown">
      <style>{css}</style>
      <ReactMarkdown remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
