import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { s3Storage } from '@payloadcms/storage-s3'
import { objectStorage } from '@/config/objectStorage'
import { seo } from '@collections/fields/seo'
import { richTextEditor } from '@collections/fields/richTextEditor'
import { buildConfig, type CollectionConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'
import { isPlatformAdmin, TENANT_ROLES } from '@tenants/roles'
import { Cars } from '@collections/Cars'
import { Leads } from '@collections/Leads'
import { Reservations } from '@collections/Reservations'
import { Orders } from '@collections/Orders'
import { Visitors } from '@collections/Visitors'
import { Verifications } from '@collections/Verifications'
import { Watchlist } from '@collections/Watchlist'
import { VisitorSessions } from '@collections/system/visitorSessions'
import { LegalPages } from '@collections/LegalPages'
import { Locations } from '@collections/Locations'
import { Manufacturers } from '@collections/Manufacturers'
import { Models } from '@collections/Models'
import { Navigation } from '@collections/Navigation'
import { Offers } from '@collections/Offers'
import { PromoCards } from '@collections/PromoCards'
import { PromoPopups } from '@collections/PromoPopups'
import { Redirects } from '@collections/Redirects'
import { Reviews } from '@collections/Reviews'
import { ServicePrices } from '@collections/ServicePrices'
import { CarPageTabs } from '@collections/CarPageTabs'
import { Media } from '@collections/Media'
import { Pages } from '@collections/Pages'
import { Tenants } from '@collections/Tenants'
import { canAssignTenantRoles, Users } from '@collections/Users'
import { withRevalidation } from '@collections/hooks/revalidate'
import { nightlyStockSyncTask } from '@search-sync/jobs/nightlyStockSync'
import { startJobWorker } from '@/jobs/worker'
import { runsInBackground } from '@/lib/lifecycle.mjs'
import { log } from '@/lib/log.mjs'
import { jobHistoryCollection } from '@/jobs/jobHistory'
import { withSameTenantReferences } from '@collections/hooks/sameTenantReferences'
import { withTenantWriteGuard } from '@collections/hooks/tenantWriteGuard'
import { scopeLockedDocuments } from '@collections/system/lockedDocuments'
import { CacheExpiries } from '@collections/system/cacheExpiries'
import { ImportLocks } from '@collections/system/importLocks'
import { StockPushes } from '@collections/system/stockPushes'
import { CarViews } from '@collections/system/carViews'
import { Photos } from '@collections/system/photos'
import { importPushedStockTask } from '@search-sync/jobs/pushedStockImport'
import { syncStockNowTask } from '@search-sync/jobs/syncNow'
import { importReviewsTask } from '@/features/reviewsImport/importReviewsTask'
import { reviewsSource } from '@/integrations/reviews/reviewsSource'
import { StockImports } from '@collections/StockImports'
import { deliverLeadTask } from '@/features/leads/delivery/deliverLead'
import { emailBuyerTask } from '@/features/reservations/buyerEmails'
import { smtpEmailAdapter, warnWithoutSmtp } from '@/integrations/email/smtpEmailAdapter'
import { startFollowingExpiries } from '@/cache/sharedExpiry'
import { TENANT_SCOPED_COLLECTIONS } from '@collections/tenantScoped'
import type { Config } from '@/payload-types'
import { resolveDatabaseTarget, resolvePayloadSecret } from '@/database/fromEnvironment'
import { PLATFORM_NAME, platformAdminOrigin } from '@/config/platform'
import { leadRateLimit } from '@/config/leadRateLimit'
import { retryStatementsWhileLocked, waitForWriteLock } from '@/database/sqlite/transactions'
import { takeTurns } from '@/database/sqlite/turns'
import { indexHasManyRowsByParent } from '@/database/sqlite/indexes'

const platformAdminOnlyJobs = ({ req }: { req: { user?: unknown } }) =>
  isPlatformAdmin(req.user as Parameters<typeof isPlatformAdmin>[0])

const scoped = new Set(Object.keys(TENANT_SCOPED_COLLECTIONS))
const tenantScoped = (collection: CollectionConfig) =>
  withSameTenantReferences(scoped)(withTenantWriteGuard(scoped)(collection))

const root = path.dirname(fileURLToPath(import.meta.url))

const inWebServer = () => process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'
const webServerRunsJobs = () => inWebServer() && process.env.JOBS_AUTORUN !== '0'

function databaseAdapter(): DatabaseAdapterObj {
  // Data paths are relative to the working directory (the project root for every npm script),
  // not to this file, which the production build moves into .next/.
  const target = resolveDatabaseTarget(process.env.DATABASE_URI, /* turbopackIgnore: true */ process.cwd())
  if (target.kind === 'mongodb') {
    return mongooseAdapter({
      url: target.url,
      migrationDir: path.join(root, 'migrations', 'mongodb'),
      // Indexes are built as Payload connects, before its first write, not in the background
      // beside it: the import lock's unique index is what makes taking it atomic.
      connectOptions: { autoIndex: false },
      ensureIndexes: true,
    })
  }
  mkdirSync(path.dirname(target.file), { recursive: true })
  return sqliteAdapter({
    client: { url: target.url },
    // Transactions make multi-document writes (the stock import) all-or-nothing. WAL lets
    // visitors read while an import or another process writes, and keeps commits from failing
    // on readers' locks (the rollback journal's did, and the adapter swallowed the failure:
    // patches/@payloadcms+drizzle+*.patch makes it surface).
    transactionOptions: {},
    wal: true,
    migrationDir: path.join(root, 'migrations', 'sqlite'),
    // Development pushes the schema; production applies the committed migrations.
    push: process.env.NODE_ENV !== 'production',
    afterSchemaInit: [indexHasManyRowsByParent],
  })
}

// Payload adds its lock collection while building the config; its access is narrowed afterwards.
const adminOrigin = platformAdminOrigin()
const bucket = objectStorage()
// A LEAD_RATE_LIMIT that is no count stops start-up here, not the first visitor's lead.
leadRateLimit()
// Google reviews' credentials: all three or none (the server does not start with some).
reviewsSource()

export default buildConfig({
  secret: resolvePayloadSecret(),
  // Cookie-authenticated writes (the admin's) are accepted only from the admin's own origin.
  csrf: adminOrigin ? [adminOrigin] : [],
  db: databaseAdapter(),
  editor: richTextEditor,
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: root, importMapFile: path.join(root, 'src', 'app', '(payload)', 'admin', 'importMap.js') },
    meta: { titleSuffix: ` · ${PLATFORM_NAME}` },
    // No Gravatar: staff photos would be fetched from a third party (and show as broken images offline).
    avatar: 'default',
    components: {
      beforeDashboard: ['/src/admin/dashboard/Dashboard#Dashboard'],
      beforeNavLinks: ['/src/admin/AdminNavLinks.client#AdminNavLinks'],
      views: {
        stock: { Component: '/src/admin/stock/StockView#StockView', path: '/stock', exact: true },
        holidays: { Component: '/src/admin/holidays/HolidaysView#HolidaysView', path: '/holidays', exact: true },
      },
      graphics: { Logo: '/src/admin/PlatformBrand#PlatformLogo', Icon: '/src/admin/PlatformBrand#PlatformIcon' },
    },
  },
  collections: [
    Users,
    // Everything the public sites show expires its tenant's cache tags when saved.
    ...[
      Tenants,
      Media,
      Pages,
      LegalPages,
      Navigation,
      Redirects,
      Locations,
      Offers,
      PromoCards,
      PromoPopups,
      Models,
      ServicePrices,
      CarPageTabs,
      Reviews,
      Manufacturers,
      Cars,
    ]
      .map(withRevalidation)
      .map(tenantScoped),
    // Visitors' enquiries: never on a public page, so nothing to revalidate.
    tenantScoped(Leads),
    // Online reservations: a paid hold changes what the car's page offers.
    tenantScoped(withRevalidation(Reservations)),
    // Cars bought online: the car's hold is its payment's (a reservation), revalidated there.
    tenantScoped(Orders),
    // The stock sync's history: staff read it on the Stock page; nothing on a public page.
    tenantScoped(StockImports),
    // Visitors signed in by a texted code, and the record of codes sent and used.
    tenantScoped(Visitors),
    tenantScoped(Verifications),
    tenantScoped(Watchlist),
    VisitorSessions,
    CacheExpiries,
    ImportLocks,
    StockPushes,
    CarViews,
    Photos,
  ],
  jobs: {
    tasks: [
      deliverLeadTask,
      emailBuyerTask,
      nightlyStockSyncTask,
      importPushedStockTask,
      syncStockNowTask,
      importReviewsTask,
    ],
    // Nobody but a platform admin runs, queues or cancels jobs over HTTP (Payload's default:
    // any staff user). The web server works the queues itself (see onInit).
    access: { run: platformAdminOnlyJobs, queue: platformAdminOnlyJobs, cancel: platformAdminOnlyJobs },
    // The job history (src/jobs/jobHistory.ts): platform admins read every job, finished ones too.
    deleteJobOnComplete: false,
    jobsCollectionOverrides: jobHistoryCollection,
  },
  // Only the running web server works the queues (stock syncs, scheduled publishing); CLI
  // scripts, builds and tests do not. See src/jobs/worker.ts for why not Payload's autoRun.
  // Password resets and lead delivery: SMTP from the environment (src/integrations/email).
  email: smtpEmailAdapter,
  onInit: (payload) => {
    if (payload.db.name === 'sqlite') {
      waitForWriteLock(payload.db)
      const client = (payload.db as unknown as { client: Parameters<typeof retryStatementsWhileLocked>[0] }).client
      retryStatementsWhileLocked(client)
      // Long runs of database work share the server with visitors' requests (src/database/sqlite/turns.ts).
      takeTurns(client)
    }
    if (inWebServer()) warnWithoutSmtp(payload.logger)
    // Stopped by the production server on SIGTERM (src/lib/lifecycle.mjs).
    if (webServerRunsJobs()) runsInBackground('job queues', startJobWorker(payload))
    // Every web server drops cached pages whose tags another process expired (CLI imports).
    if (inWebServer()) runsInBackground('cache expiry follower', startFollowingExpiries(payload))
  },
  // Generated on purpose (`generate:types`, checked by check:generated), never as Payload
  // starts: each start spawned a generator, and one on MongoDB wrote its string ids into the file.
  typescript: { outputFile: path.join(root, 'src', 'payload-types.ts'), autoGenerate: false },
  graphQL: { disable: false },
  telemetry: false,
  // Production logs are JSON lines with the request's id (src/lib/log.mjs); development keeps
  // Payload's readable ones.
  ...(process.env.NODE_ENV === 'production' ? { logger: log } : {}),
  plugins: [
    seo,
    // Uploads in the S3 bucket where one is configured; the plugin's prefix field is in the
    // schema either way, so the disk and the bucket share one set of migrations.
    s3Storage({
      enabled: Boolean(bucket),
      alwaysInsertFields: true,
      bucket: bucket?.bucket ?? '',
      config: bucket?.client ?? {},
      collections: { [Media.slug]: { prefix: 'media' }, [Manufacturers.slug]: { prefix: 'manufacturers' } },
    }),
    multiTenantPlugin<Config>({
      tenantsSlug: Tenants.slug,
      collections: TENANT_SCOPED_COLLECTIONS,
      userHasAccessToAllTenants: (user) => isPlatformAdmin(user),
      // Tenants carry their own read rule (own sites plus a group's member sites).
      useTenantsCollectionAccess: false,
      tenantsArrayField: {
        includeDefaultField: true,
        arrayFieldAccess: { create: canAssignTenantRoles, update: canAssignTenantRoles },
        tenantFieldAccess: { create: canAssignTenantRoles, update: canAssignTenantRoles },
        rowFields: [
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            required: true,
            defaultValue: ['editor'],
            options: [
              { label: 'Dealer admin', value: TENANT_ROLES[0] },
              { label: 'Editor', value: TENANT_ROLES[1] },
              { label: 'Viewer', value: TENANT_ROLES[2] },
            ],
          },
        ],
      },
    }),
  ],
}).then(scopeLockedDocuments)
