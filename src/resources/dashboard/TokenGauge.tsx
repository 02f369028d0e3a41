import { Gauge } from '@ant-design/plots';
import { theme as antdTheme } from 'antd';
import { useColorScheme } from '../../plugins/theme/theme-store';

const GAUGE_HEIGHT = 220;

interface Props {
  /** The prompt share of all tokens, 0..100. */
  promptShare: number;
  /** The text in the middle of the gauge (the formatted share). */
  label: string;
}

/**
 * The token-usage gauge: the arc is split into the prompt share and the completion share, the pointer
 * stands at the prompt share. Default export: @ant-design/plots stays in this lazy chunk.
 */
export default function TokenGauge({ promptShare, label }: Props) {
  const { token } = antdTheme.useToken();
  const chartTheme = useColorScheme() === 'dark' ? 'classicDark' : 'classic';
  return (
    <Gauge
      data={{ target: promptShare, total: 100, name: 'prompt', thresholds: [promptShare, 100] }}
      theme={chartTheme}
      height={GAUGE_HEIGHT}
      autoFit
      legend={false}
      scale={{ color: { range: [token.colorPrimary, token.colorWarning] } }}
      style={{
        textContent: () => label,
        textFill: token.colorText,
        textFontSize: 24,
        textY: '80%',
        pinFill: token.colorBgContainer,
      }}
    />
  );
}
