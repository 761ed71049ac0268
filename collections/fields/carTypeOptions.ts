import { CAR_TYPES } from '@/domain/vehicleClassification'

/** The car types as editors pick them (settings, stock grid): New, Used, Demo. */
export const CAR_TYPE_OPTIONS = CAR_TYPES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }))
