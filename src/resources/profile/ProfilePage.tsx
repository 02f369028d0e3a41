import { LockOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Flex, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../providers';
import { PersonalInfoForm } from './PersonalInfoForm';
import { PreferencesForm } from './PreferencesForm';
import { ProfileHeader } from './ProfileHeader';
import { SecurityTab } from './SecurityTab';

const TABS = ['personal', 'security', 'preferences'] as const;
type TabKey = (typeof TABS)[number];

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const me = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'personal';

  if (!me) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  return (
    <Flex vertical gap={16} data-testid="profile-page" style={{ maxWidth: 960 }}>
      <ProfileHeader me={me} />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setSearch(key === 'personal' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'personal', icon: <UserOutlined />, label: <span data-testid="profile-tab-personal">{t('tabs.personal')}</span>, children: <PersonalInfoForm me={me} /> },
            { key: 'security', icon: <LockOutlined />, label: <span data-testid="profile-tab-security">{t('tabs.security')}</span>, children: <SecurityTab /> },
            {
              key: 'preferences',
              icon: <SettingOutlined />,
              label: <span data-testid="profile-tab-preferences">{t('tabs.preferences')}</span>,
              children: <PreferencesForm me={me} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
