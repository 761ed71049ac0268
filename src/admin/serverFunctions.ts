import {
  schedulePublishHandler,
  type SchedulePublishHandlerArgs,
} from '@payloadcms/ui/utilities/schedulePublishHandler'
import { Forbidden, type PayloadRequest, type ServerFunction } from 'payload'
import { mayUpdateDocument, type DocumentRef } from '@collections/access/documentAccess'
import { isPlatformAdmin, type RoleBearer } from '@tenants/roles'

/** The document a scheduled publish job was queued for, or undefined when the id is no such job. */
async function scheduledDoc(req: PayloadRequest, jobID: string | number): Promise<DocumentRef | undefined> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ id: { equals: jobID } }, { taskSlug: { equals: 'schedulePublish' } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const input = docs[0]?.input as { doc?: DocumentRef } | undefined
  return input?.doc
}

/**
 * Payload's own `schedule-publish` checks only that the caller may open the admin: any staff
 * user could queue a publish of, or delete the scheduled publish of, another dealer's
 * document. Here both the document being scheduled and the one whose schedule is removed
 * must be one the user may publish. Globals (the platform has none of its own) are for
 * platform admins.
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req } = args
  const user = req.user as RoleBearer | null
  if (!user) throw new Forbidden(req.t)
  if (!isPlatformAdmin(user)) {
    if (args.global) throw new Forbidden(req.t)
    if (args.deleteID !== undefined && !(await mayUpdateDocument(req, await scheduledDoc(req, args.deleteID))))
      throw new Forbidden(req.t)
    if (args.doc && !(await mayUpdateDocument(req, args.doc as DocumentRef))) throw new Forbidden(req.t)
  }
  return schedulePublishHandler(args)
}

/** Server functions of the admin that replace Payload's own (see handleServerFunctions in the admin layout). */
export const adminServerFunctions = {
  'schedule-publish': guardedSchedulePublish,
}
