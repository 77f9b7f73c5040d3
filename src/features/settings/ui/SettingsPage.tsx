import { Link } from 'wouter';
import { Icon } from '../../../design-system/Icon';
import { Wrapper } from '../../../design-system/Wrapper';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { SETTINGS_PAGES } from './settingsPages';
import './SettingsPage.css';

/** /settings: every page of the Settings menu, as the menu lists them. */
export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <Wrapper>
      <h1>Settings</h1>
      <p className="settings__lead">Manage your details, your cards and how we keep in touch.</p>
      <ul className="settings__list">
        {SETTINGS_PAGES.map((page) => (
          <li key={page.href}>
            <Link href={page.href} className="settings__link">
              <span className="settings__text">
                <span className="settings__label">{page.label}</span>
                <span className="settings__description">{page.description}</span>
              </span>
              <Icon name="chevron" size={20} className="settings__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
