import { Alert, Button, Checkbox, Flex, Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemeSwitch } from '../../plugins/theme/SchemeSwitch';
import { useConsoleLogin, type LoginValues } from './useConsoleLogin';

export default function LoginPage() {
  const { t } = useTranslation('login');
  const { token } = theme.useToken();
  const { login, isPending, error } = useConsoleLogin();
  const required = { required: true, message: t('common:required_field') };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <Flex justify="space-between" align="start" gap={16} style={{ marginBottom: 24 }}>
          <div>
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>{t('title')}</h1>
            <p style={{ margin: '4px 0 0', color: token.colorTextSecondary }}>{t('subtitle')}</p>
          </div>
          <SchemeSwitch />
        </Flex>
        {error !== null && (
          <Alert
            data-testid="login-error"
            role="alert"
            type="error"
            showIcon
            message={t('errors.title')}
            description={error || t('errors.server')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<LoginValues>
          layout="vertical"
          requiredMark={false}
          initialValues={{ email: '', password: '', remember: false }}
          onFinish={(values) => login({ email: values.email.trim(), password: values.password, remember: values.remember })}
        >
          <Form.Item name="email" label={t('email')} rules={[required, { type: 'email', message: t('errors.invalid_email') }]}>
            <Input inputMode="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[required]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t('submit')}
          </Button>
        </Form>
      </main>
    </Flex>
  );
}
