import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

// The data changes of the SQLite migrations 20261201_202459_finance_steps_true and
// 20261201_204720_navigation_title, for a deployment on MongoDB (whose schema needs none).
const OLD_STEPS =
  'Apply online in 5 minutes!\nGet pre-approved with your own personalised finance rate\nPurchase your dream car'
const NEW_STEPS =
  'Tell us about the car and the loan you have in mind\nOur finance team calls you with options from our lenders\nChoose your loan and drive away in your car'

type Collection = {
  updateMany: (filter: object, update: object, options?: object) => Promise<unknown>
  find: (filter: object, options?: object) => { toArray: () => Promise<{ _id: unknown; name?: string }[]> }
}
const collections = (payload: MigrateUpArgs['payload']) =>
  payload.db.collections as unknown as Record<'tenants' | 'navigation', { collection: Collection }>

export async function up({ payload, session }: MigrateUpArgs): Promise<void> {
  const { tenants, navigation } = collections(payload)
  // Steps promising a pre-approval the platform does not give, where staff had not reworded them.
  await tenants.collection.updateMany(
    { 'finance.pageSteps': OLD_STEPS },
    { $set: { 'finance.pageSteps': NEW_STEPS } },
    { session },
  )
  // Each dealer's navigation is named after its dealer, as a save would name it.
  for (const dealer of await tenants.collection.find({}, { projection: { name: 1 }, session }).toArray())
    await navigation.collection.updateMany(
      { tenant: dealer._id },
      { $set: { title: `${dealer.name} navigation` } },
      { session },
    )
}

export async function down({ payload, session }: MigrateDownArgs): Promise<void> {
  const { navigation } = collections(payload)
  await navigation.collection.updateMany({}, { $unset: { title: '' } }, { session })
}
