import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload Local API for server code (cached by Payload per process). `cron: true` lets
 * the jobs queue start; payload.config decides whether this process runs it (JOBS_AUTORUN).
 */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config, cron: true })
