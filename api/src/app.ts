import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { withoutCapabilities } from './contract/capability-urls.ts';
import type { Database } from './db/database.ts';
import { generatedSecret } from './db/secrets.ts';
import { SocketPlaces } from './live/places.ts';
import { proxyTrust } from './net/client-address.ts';
import access from './plugins/access.ts';
import background from './plugins/background.ts';
import database from './plugins/database.ts';
import errorReporting from './plugins/error-reporting.ts';
import errors, { frameworkErrors } from './plugins/errors.ts';
import files from './plugins/files.ts';
import jobs from './plugins/jobs.ts';
import live from './plugins/live.ts';
import mail from './plugins/mail.ts';
import metrics from './plugins/metrics.ts';
import nextFreeSlots from './plugins/next-free-slots.ts';
import openapi from './plugins/openapi.ts';
import outbox from './plugins/outbox.ts';
import sealer from './plugins/sealer.ts';
import search from './plugins/search.ts';
import security from './plugins/security.ts';
import site from './plugins/site.ts';
import uploads from './plugins/uploads.ts';
import waitlistOffers from './plugins/waitlist.ts';
import account from './routes/account/index.ts';
import formSubmissions from './routes/admin/form-submissions.ts';
import adminPlans from './routes/admin/plans.ts';
import adminProgram from './routes/admin/program.ts';
import relays from './routes/admin/relays.ts';
import verificationReview from './routes/admin/verifications.ts';
import agreements from './routes/agreements/index.ts';
import appointments from './routes/appointments/index.ts';
import appointmentInvoice from './routes/appointments/invoice.ts';
import appointmentMessages from './routes/appointments/messages.ts';
import auth from './routes/auth/index.ts';
import oidc from './routes/auth/oidc.ts';
import twoFactor from './routes/auth/two-factor.ts';
import signing from './routes/before-your-session/agreements.ts';
import questionnaires from './routes/before-your-session/questionnaires.ts';
import billing from './routes/billing/index.ts';
import billingPayments from './routes/billing/payments.ts';
import billingReports from './routes/billing/reports.ts';
import bookings from './routes/bookings/index.ts';
import calendar from './routes/calendar/index.ts';
import calls from './routes/calls/index.ts';
import clientAgreements from './routes/clients/agreements.ts';
import clients from './routes/clients/index.ts';
import clientIntakeRoutes from './routes/clients/intake.ts';
import clientMeasureRoutes from './routes/clients/measures.ts';
import conversations from './routes/conversations/index.ts';
import dashboard from './routes/dashboard/index.ts';
import waitlistSettings from './routes/dashboard/waitlist.ts';
import email from './routes/email/index.ts';
import favourites from './routes/favourites/index.ts';
import forms from './routes/forms/index.ts';
import health from './routes/health/index.ts';
import hub from './routes/hub/index.ts';
import intakeForms from './routes/intake-forms/index.ts';
import invoiceCheckout from './routes/invoices/checkout.ts';
import invoicePay from './routes/invoices/pay.ts';
import liveEvents from './routes/live/index.ts';
import matches from './routes/matches/index.ts';
import myAgreements from './routes/me/agreements.ts';
import myAppointments from './routes/me/appointments.ts';
import myInvoices from './routes/me/invoices.ts';
import myMeasures from './routes/me/measures.ts';
import myMessages from './routes/me/messages.ts';
import myWaitlist from './routes/me/waitlist.ts';
import measures from './routes/measures/index.ts';
import messages from './routes/messages/index.ts';
import profile from './routes/profile/index.ts';
import media from './routes/profile/media.ts';
import program from './routes/program/index.ts';
import referrals from './routes/referrals/index.ts';
import rooms from './routes/rooms/index.ts';
import selfTests from './routes/self-tests/index.ts';
import services from './routes/services/index.ts';
import sessions from './routes/sessions/index.ts';
import sitemaps from './routes/sitemaps/index.ts';
import subscription from './routes/subscription/index.ts';
import bookable from './routes/therapists/booking.ts';
import therapistCards from './routes/therapists/cards.ts';
import enquiries from './routes/therapists/enquiries.ts';
import therapists from './routes/therapists/index.ts';
import shareCards from './routes/therapists/share-card.ts';
import therapistWaitlist from './routes/therapists/waitlist.ts';
import verification from './routes/verification/index.ts';
import waiting from './routes/waiting/index.ts';
import waitingRoom from './routes/waiting-room/index.ts';
import waitlist from './routes/waitlist/index.ts';
import { requestValidator, utf8Json } from './schemas/validation.ts';
import type { SearchEngine } from './search/types.ts';

export interface AppDependencies {
  db: Database;
  search: SearchEngine;
}

/** Builds the whole application without listening: infrastructure, then routes, then the site. */
export async function buildApp(config: Config, { db, search: engine }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Method, path and status only: no IP address, headers, cookies, query values or tokens in the
      // path (pay links, calls), which can identify a person or carry a secret.
      serializers: {
        req: (request) => ({ method: request.method, path: withoutCapabilities(request.url.split('?')[0] ?? '') }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: proxyTrust(config.trustedProxies),
    ajv: { customOptions: { allErrors: true, removeAdditional: 'all', coerceTypes: 'array' } },
    schemaController: { compilersFactory: { buildValidator: requestValidator() } },
    frameworkErrors,
    // A call's address (`/video/{token}`) carries a signed grant of about 170 characters.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 400 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // JSON bodies are read as UTF-8 that must be valid: Fastify's own reader would put U+FFFD in
  // place of bytes that are not (a lone surrogate's, say) without a word (decision 017).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    utf8Json(app.getDefaultJsonParser('error', 'error')),
  );

  // Echo the request id so a person reporting a problem can quote it and we can find the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });

  await app.register(errors);
  // Open live sockets of this instance, capped per account and per client address (decision 031).
  const sockets = new SocketPlaces(config.liveSockets);
  await app.register(metrics, { config, db, search: engine, places: sockets });
  const cookieSecret = config.cookieSecret ?? (await generatedSecret(db, 'cookie_secret'));
  await app.register(security, { config, cookieSecret, db });
  const jwtSecret = config.jwtSecret ?? (await generatedSecret(db, 'jwt_secret'));
  await app.register(access, { jwtSecret, db });
  await app.register(database, { db });
  await app.register(sealer, { config, db });
  await app.register(search, { engine });
  await app.register(errorReporting, { config });
  await app.register(openapi, { config });
  await app.register(mail, { config });
  await app.register(background);
  await app.register(files, { config });
  await app.register(jobs, { db, enabled: config.runJobs });
  const linkSecret = config.appointmentLinkSecret ?? (await generatedSecret(db, 'appointment_link_secret'));
  await app.register(outbox, { config, linkSecret });
  await app.register(live, { db, places: sockets });
  await app.register(nextFreeSlots, { enabled: config.runJobs });
  await app.register(waitlistOffers, { enabled: config.runJobs, linkSecret });

  await app.register(health);
  await app.register(auth, { config });
  await app.register(account, { config });
  await app.register(twoFactor, { config });
  await app.register(oidc, { config });
  await app.register(therapists, { config });
  await app.register(shareCards);
  await app.register(therapistCards);
  await app.register(bookable);
  await app.register(therapistWaitlist);
  await app.register(enquiries, { config, linkSecret });
  await app.register(sitemaps, { config });
  await app.register(matches, { config });
  await app.register(uploads, { config });
  await app.register(bookings);
  await app.register(appointments, { config, linkSecret });
  await app.register(appointmentInvoice, { config, linkSecret });
  await app.register(appointmentMessages, { config, linkSecret });
  await app.register(sessions);
  await app.register(waitlist, { linkSecret });
  await app.register(invoicePay, { config, linkSecret });
  await app.register(invoiceCheckout, { config, linkSecret });
  await app.register(billingPayments, { config });
  await app.register(billingReports, { config });
  await app.register(calendar, { config });
  await app.register(favourites);
  await app.register(selfTests);
  await app.register(clients, { config });
  await app.register(clientAgreements, { config });
  await app.register(clientIntakeRoutes, { config });
  await app.register(clientMeasureRoutes, { config, linkSecret });
  await app.register(agreements, { config });
  await app.register(intakeForms, { config });
  await app.register(signing);
  await app.register(questionnaires);
  await app.register(measures, { config, linkSecret });
  await app.register(billing, { config, linkSecret });
  await app.register(subscription, { config });
  await app.register(messages, { config, linkSecret });
  await app.register(conversations, { config, linkSecret });
  await app.register(myAppointments);
  await app.register(myAgreements);
  await app.register(myInvoices, { config, linkSecret });
  await app.register(myMeasures, { linkSecret });
  await app.register(myMessages, { config, linkSecret });
  await app.register(myWaitlist);
  await app.register(forms, { config });
  await app.register(liveEvents, { linkSecret });
  // Call addresses are signed with the link secret; their HMAC input starts `video:`, so no key of
  // an appointment or a conversation link can pass for one (decision 019).
  await app.register(rooms, { linkSecret });
  await app.register(waiting, { callSecret: linkSecret });
  await app.register(waitingRoom, { config, callSecret: linkSecret });
  await app.register(calls, { config, callSecret: linkSecret });

  await app.register(profile);
  await app.register(services);
  await app.register(media);
  await app.register(verification);
  await app.register(waitlistSettings, { linkSecret });
  await app.register(referrals, { config });
  await app.register(email, { linkSecret });
  await app.register(program, { config });
  await app.register(hub, { config });
  await app.register(dashboard);

  await app.register(formSubmissions);
  await app.register(adminPlans, { config });
  await app.register(adminProgram, { config });
  await app.register(relays, { config });
  await app.register(verificationReview, { config });

  if (config.serveSite) await app.register(site, { config });
  return app;
}
