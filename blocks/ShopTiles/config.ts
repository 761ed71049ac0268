import type { Block } from 'payload'

export const ShopTilesBlock: Block = {
  slug: 'shopTiles',
  interfaceName: 'ShopTilesBlock',
  labels: { singular: 'Shop tiles', plural: 'Shop tiles' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Shop our range' },
    {
      name: 'shopBy',
      type: 'select',
      required: true,
      defaultValue: 'carType',
      options: [
        { label: 'Car type (new, used, demo)', value: 'carType' },
        { label: 'Body type (SUV, ute, hatch, ...)', value: 'body' },
      ],
      admin: {
        description: 'One tile per car type or body type the stock has, with its count; each opens that search.',
      },
    },
  ],
}
