/**
 * Vehicle silhouettes by body type: side views on an 800 x 600 canvas with the wheels' centres
 * at y 440 and the front to the left. The site draws them on "Shop by body" tiles; the demo's
 * rendered photos are built on the same outlines.
 */
export const SHAPES = {
  hatch: {
    body: 'M110 440 L110 360 Q112 330 160 318 L260 296 Q320 222 390 214 L540 214 Q590 218 620 292 L690 312 Q712 322 712 360 L712 440 Z',
    glass: 'M280 298 Q330 238 392 232 L452 232 L452 298 Z M470 232 L532 232 Q570 236 596 298 L470 298 Z',
    wheels: [235, 590],
    lights: true,
  },
  sedan: {
    body: 'M80 440 L80 368 Q84 338 140 328 L250 310 Q320 228 400 222 L520 222 Q580 226 630 306 L720 318 Q740 330 740 368 L740 440 Z',
    glass: 'M272 310 Q332 246 404 240 L462 240 L462 310 Z M480 240 L518 240 Q566 244 606 310 L480 310 Z',
    wheels: [215, 610],
    lights: true,
  },
  suv: {
    body: 'M100 440 L100 330 Q104 300 150 292 L232 282 Q282 186 330 180 L640 180 Q676 184 690 240 L712 300 Q722 318 722 350 L722 440 Z',
    glass:
      'M262 284 Q300 206 336 200 L446 200 L446 284 Z M464 200 L590 200 L590 284 L464 284 Z M606 200 L632 200 Q660 204 670 284 L606 284 Z',
    wheels: [235, 600],
    lights: true,
  },
  ute: {
    body: 'M80 440 L80 330 Q84 300 130 292 L212 282 Q256 190 300 184 L470 184 L480 290 L740 290 L740 440 Z',
    glass: 'M236 284 Q270 208 306 202 L370 202 L370 284 Z M386 202 L456 202 L462 284 L386 284 Z',
    wheels: [205, 610],
    lights: true,
  },
  van: {
    body: 'M90 440 L90 320 Q94 280 130 268 L200 250 Q236 150 290 146 L720 146 Q740 148 740 180 L740 440 Z',
    glass: 'M214 252 Q244 170 292 166 L360 166 L360 252 Z',
    wheels: [215, 615],
    lights: true,
  },
  caravan: {
    body: 'M180 430 L180 180 Q182 140 230 136 L700 136 Q738 140 740 180 L740 430 Z M60 420 L180 400 L180 416 L60 432 Z',
    glass:
      'M260 200 L380 200 L380 270 L260 270 Z M420 200 L540 200 L540 260 L420 260 Z M620 196 L680 196 L680 400 L620 400 Z',
    wheels: [500],
    lights: false,
  },
} as const
export type Shape = keyof typeof SHAPES

const SHAPE_BY_BODY: Record<string, Shape> = {
  SUV: 'suv',
  Wagon: 'suv',
  'People Mover': 'suv',
  Ute: 'ute',
  Truck: 'ute',
  Van: 'van',
  Bus: 'van',
  Hatch: 'hatch',
  Sedan: 'sedan',
  Coupe: 'sedan',
  Convertible: 'sedan',
  Caravan: 'caravan',
}

/** The silhouette of a simple body type (src/domain/vehicleClassification.ts simpleBody); a sedan for any other. */
export const shapeOf = (simpleBody: string): Shape => SHAPE_BY_BODY[simpleBody] ?? 'sedan'
