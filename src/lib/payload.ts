import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload Local API for server code (cached by Payload per process). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
