import { type ComponentType, lazy } from 'react';
import type { ScreenProps } from './types.ts';

// The profile editor's sections share one module; each pattern picks its screen from it.
const profileScreen = (name: keyof typeof import('./ProfileEditor.tsx')) =>
  lazy(() => import('./ProfileEditor.tsx').then((module) => ({ default: module[name] })));

/**
 * Each dashboard screen's component, by the pattern in `lib/dashboard.ts` (a test checks both lists
 * agree). Loaded on demand, so a client never downloads the therapist's screens.
 */
export const SCREEN_COMPONENTS: Record<string, ComponentType<ScreenProps>> = {
  '/dashboard': lazy(() => import('./Overview.tsx')),
  '/dashboard/settings/account': lazy(() => import('./Account.tsx')),
  '/dashboard/settings/security': lazy(() => import('./Security.tsx')),
  '/dashboard/my-appointments': lazy(() => import('./MyAppointments.tsx')),
  '/dashboard/my-favourites': lazy(() => import('./MyFavourites.tsx')),
  '/dashboard/my-self-tests': lazy(() => import('./MySelfTests.tsx')),
  '/dashboard/my-invoices': lazy(() => import('./MyInvoices.tsx')),
  '/dashboard/my-agreements': lazy(() => import('./agreements/MyAgreements.tsx')),
  '/dashboard/my-waitlist': lazy(() => import('./waitlist/MyWaitlist.tsx')),
  '/dashboard/sessions': lazy(() => import('./Sessions.tsx')),
  '/dashboard/calendar': lazy(() => import('./Calendar.tsx')),
  '/dashboard/waiting-room': lazy(() => import('./WaitingRoom.tsx')),
  '/dashboard/waitlist': lazy(() => import('./waitlist/TherapistWaitlist.tsx')),
  '/dashboard/settings/calendar': lazy(() => import('./CalendarSettings.tsx')),
  '/dashboard/my-clients': lazy(() => import('./MyClients.tsx')),
  // A record opened without a tab shows its overview.
  '/dashboard/my-clients/:id': lazy(() => import('./clients/OverviewTab.tsx')),
  '/dashboard/my-clients/:id/overview': lazy(() => import('./clients/OverviewTab.tsx')),
  '/dashboard/my-clients/:id/profile': lazy(() => import('./clients/ProfileTab.tsx')),
  '/dashboard/my-clients/:id/notes': lazy(() => import('./clients/NotesTab.tsx')),
  '/dashboard/my-clients/:id/measures': lazy(() => import('./clients/MeasuresTab.tsx')),
  '/dashboard/my-clients/:id/agreements': lazy(() => import('./clients/AgreementsTab.tsx')),
  '/dashboard/my-clients/:id/intake': lazy(() => import('./clients/IntakeTab.tsx')),
  '/dashboard/my-clients/:id/appointments': lazy(() => import('./clients/AppointmentsTab.tsx')),
  '/dashboard/my-clients/:id/invoices': lazy(() => import('./clients/InvoicesTab.tsx')),
  '/dashboard/messages': lazy(() => import('./Messages.tsx')),
  '/dashboard/messages/:clientId': lazy(() => import('./MessageThread.tsx')),
  // The billing area opens on its overview.
  '/dashboard/billing': lazy(() => import('./billing/BillingOverview.tsx')),
  '/dashboard/billing/overview': lazy(() => import('./billing/BillingOverview.tsx')),
  '/dashboard/billing/invoices': lazy(() => import('./billing/Invoices.tsx')),
  '/dashboard/billing/invoices/new': lazy(() => import('./billing/NewInvoice.tsx')),
  '/dashboard/billing/invoices/:id': lazy(() => import('./billing/InvoiceDetail.tsx')),
  '/dashboard/billing/payouts': lazy(() => import('./billing/Payouts.tsx')),
  '/dashboard/billing/payouts/:id': lazy(() => import('./billing/PayoutDetail.tsx')),
  '/dashboard/billing/settings': lazy(() => import('./billing/PaymentSettings.tsx')),
  '/dashboard/settings/services': lazy(() => import('./Services.tsx')),
  '/dashboard/settings/services/new': lazy(() => import('./ServiceEdit.tsx')),
  '/dashboard/settings/services/:id': lazy(() => import('./ServiceEdit.tsx')),
  '/dashboard/settings/agreements': lazy(() => import('./agreements/Agreements.tsx')),
  '/dashboard/settings/intake': lazy(() => import('./intake/IntakeForms.tsx')),
  // Two entries of one module: moving from a new questionnaire to its saved address starts the screen afresh.
  '/dashboard/settings/intake/new': lazy(() => import('./intake/IntakeBuilder.tsx')),
  '/dashboard/settings/intake/:id': lazy(() => import('./intake/IntakeBuilder.tsx')),
  '/dashboard/settings/receipts': lazy(() => import('./billing/ReceiptsSettings.tsx')),
  '/dashboard/settings/subscription': lazy(() => import('./subscription/Subscription.tsx')),
  '/dashboard/settings/subscription/plans': lazy(() => import('./subscription/Plans.tsx')),
  '/dashboard/settings/subscription/callback': lazy(() => import('./subscription/SubscriptionCallback.tsx')),
  '/dashboard/settings/referrals': lazy(() => import('./referrals/Referrals.tsx')),
  '/dashboard/settings/program': lazy(() => import('./program/ProgramSettings.tsx')),
  '/dashboard/mental-health-hub': lazy(() => import('./hub/Hub.tsx')),
  '/dashboard/mental-health-hub/:slug': lazy(() => import('./hub/HubItem.tsx')),
  '/dashboard/admin/program': lazy(() => import('./program/AdminCompanies.tsx')),
  '/dashboard/profile/edit/photos-and-videos': lazy(() => import('./PhotosAndVideos.tsx')),
  '/dashboard/profile/edit/services': lazy(() => import('./ProfileServices.tsx')),
  '/dashboard/profile/edit/verification': lazy(() => import('./ProfileVerification.tsx')),
  // Short addresses: the verification status, the profile sections and the settings, each one screen.
  '/dashboard/verification': lazy(() => import('./ProfileVerification.tsx')),
  '/dashboard/profile/edit': lazy(() => import('./SectionIndex.tsx')),
  '/dashboard/settings': lazy(() => import('./SectionIndex.tsx')),
  '/dashboard/settings/social-widgets': lazy(() => import('./SocialWidgets.tsx')),
  '/dashboard/admin/verifications': lazy(() => import('./AdminVerifications.tsx')),
  '/dashboard/admin/form-submissions': lazy(() => import('./AdminFormSubmissions.tsx')),
  '/dashboard/admin/plans': lazy(() => import('./AdminPlans.tsx')),
  '/dashboard/profile/edit/general-info': profileScreen('GeneralInfoScreen'),
  '/dashboard/profile/edit/about-and-approach': profileScreen('AboutScreen'),
  '/dashboard/profile/edit/experience': profileScreen('ExperienceScreen'),
  '/dashboard/profile/edit/expertise-areas': profileScreen('ExpertiseScreen'),
  '/dashboard/profile/edit/bookshelf': profileScreen('BookshelfScreen'),
  '/dashboard/profile/edit/localised-profile': profileScreen('LocalisedProfileScreen'),
  '/dashboard/profile/edit/directory-settings': profileScreen('DirectorySettingsScreen'),
};
