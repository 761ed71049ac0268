/** The admin component that names a block or array row by its own heading or label (src/admin/LabelledRow.client.tsx). */
export const LABELLED_ROW = '/src/admin/LabelledRow.client#LabelledRow'
