import { useEffect } from 'react';
import { theme } from 'antd';

/** Paints the page behind the layout with the theme's layout colours. */
export function BodyBackground() {
  const { token } = theme.useToken();
  useEffect(() => {
    document.body.style.margin = '0';
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token.colorBgLayout, token.colorText]);
  return null;
}
