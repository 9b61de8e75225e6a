// Types i18next's t() against the English messages of every area, so a missing or misspelt key
// fails the typecheck. A new area adds its English file here.
import 'i18next';
import type account from './locales/account/en.json';
import type accountSettings from './locales/account-settings/en.json';
import type admin from './locales/admin/en.json';
import type adminAnalytics from './locales/admin-analytics/en.json';
import type adminEdit from './locales/admin-edit/en.json';
import type adminOrders from './locales/admin-orders/en.json';
import type adminPeople from './locales/admin-people/en.json';
import type adminPreview from './locales/admin-preview/en.json';
import type adminProfiles from './locales/admin-profiles/en.json';
import type adminSecurity from './locales/admin-security/en.json';
import type adminSettings from './locales/admin-settings/en.json';
import type adminSupport from './locales/admin-support/en.json';
import type approval from './locales/approval/en.json';
import type browse from './locales/browse/en.json';
import type cart from './locales/cart/en.json';
import type favorites from './locales/favorites/en.json';
import type favoritesPage from './locales/favorites-page/en.json';
import type forms from './locales/forms/en.json';
import type home from './locales/home/en.json';
import type info from './locales/info/en.json';
import type options from './locales/options/en.json';
import type owner from './locales/owner/en.json';
import type profile from './locales/profile/en.json';
import type seo from './locales/seo/en.json';
import type shell from './locales/shell/en.json';
import type submission from './locales/submission/en.json';
import type submissions from './locales/submissions/en.json';
import type takedown from './locales/takedown/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof shell &
        typeof home &
        typeof browse &
        typeof profile &
        typeof info &
        typeof forms &
        typeof cart &
        typeof favorites &
        typeof seo &
        typeof admin &
        typeof adminSecurity &
        typeof adminProfiles &
        typeof adminPeople &
        typeof adminPreview &
        typeof adminEdit &
        typeof adminOrders &
        typeof adminSupport &
        typeof adminSettings &
        typeof adminAnalytics &
        typeof account &
        typeof accountSettings &
        typeof favoritesPage &
        typeof options &
        typeof submission &
        typeof submissions &
        typeof owner &
        typeof approval &
        typeof takedown;
    };
  }
}
