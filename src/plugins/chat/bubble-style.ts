import type { CSSProperties } from 'react';
import type { GlobalToken } from 'antd';

/** A chat message bubble: the user's on the right in the primary colour, the agent's on the left, errors in the error colours. */
export function bubbleStyle(token: GlobalToken, { mine, error, preWrap }: { mine: boolean; error?: boolean; preWrap: boolean }): CSSProperties {
  return {
    alignSelf: mine ? 'flex-end' : 'flex-start',
    maxWidth: '85%',
    padding: '8px 12px',
    borderRadius: token.borderRadiusLG,
    background: mine ? token.colorPrimary : error ? token.colorErrorBg : token.colorFillTertiary,
    color: mine ? token.colorTextLightSolid : error ? token.colorErrorText : token.colorText,
    whiteSpace: preWrap ? 'pre-wrap' : undefined,
    overflowWrap: 'anywhere',
  };
}
