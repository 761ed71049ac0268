import { Document, Image, Link, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer'
import type { PrintoutSheet } from './printoutSheet'
import type { QrMatrix } from './qrCode'

/** A photo's bytes as the PDF embeds them (JPEG or PNG; a dealer's WebP is left out). */
export type PrintedPhoto = { data: Buffer; format: 'jpg' | 'png' }

const INK = '#111827'
const MUTED = '#4b5563'
const LINE = '#d1d5db'

const styles = StyleSheet.create({
  page: { paddingBottom: 48, fontFamily: 'Helvetica', fontSize: 10, color: INK },
  band: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    paddingHorizontal: 36,
    paddingVertical: 14,
  },
  dealer: { fontSize: 14, fontFamily: 'Helvetica-Bold' },
  body: { paddingHorizontal: 36, paddingTop: 18 },
  title: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subtitle: { color: MUTED, marginBottom: 12 },
  photo: { width: '100%', height: 270, objectFit: 'cover', borderRadius: 6, marginBottom: 12 },
  priceRow: { flexDirection: 'row', alignItems: 'flex-end', marginBottom: 6 },
  price: { fontSize: 22, fontFamily: 'Helvetica-Bold', marginRight: 8 },
  basis: { fontSize: 11, color: MUTED, marginBottom: 3 },
  was: { fontSize: 11, color: MUTED, textDecoration: 'line-through', marginLeft: 8, marginBottom: 3 },
  sold: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: '#b91c1c', marginBottom: 6 },
  details: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 14 },
  detail: {
    borderWidth: 1,
    borderColor: LINE,
    borderRadius: 10,
    paddingHorizontal: 8,
    paddingVertical: 3,
    marginRight: 6,
    marginBottom: 4,
  },
  columns: { flexDirection: 'row' },
  specs: { flexGrow: 1, flexBasis: 0, marginRight: 20 },
  aside: { width: 170 },
  heading: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  specRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 3 },
  specLabel: { width: '45%', color: MUTED },
  specValue: { width: '55%', fontFamily: 'Helvetica-Bold' },
  features: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 14 },
  feature: { width: '50%', paddingVertical: 2, paddingRight: 8 },
  place: { marginBottom: 12 },
  strong: { fontFamily: 'Helvetica-Bold' },
  muted: { color: MUTED },
  qrCaption: { fontSize: 8, color: MUTED, marginTop: 4 },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: MUTED },
})

/** The QR code as one vector path, a square per dark module, inside a quiet zone of 4 modules. */
function QrCode({ matrix, size }: { matrix: QrMatrix; size: number }) {
  const quiet = 4
  const span = matrix.size + quiet * 2
  const squares: string[] = []
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.dark(row, column)) squares.push(`M${column + quiet} ${row + quiet}h1v1h-1z`)
    }
  }
  return (
    <Svg width={size} height={size} viewBox={`0 0 ${span} ${span}`}>
      <Path d={squares.join('')} fill={INK} />
    </Svg>
  )
}

/** One A4 page about one car, for a buyer to take away or a dealer to put on the windscreen. */
export function CarPrintoutDocument({
  sheet,
  photo,
  qr,
}: {
  sheet: PrintoutSheet
  photo: PrintedPhoto | null
  qr: QrMatrix
}) {
  return (
    <Document
      title={sheet.title}
      author={sheet.dealer.name}
      subject={`${sheet.title} at ${sheet.dealer.name}`}
      creator={sheet.dealer.name}
      producer={sheet.dealer.name}
    >
      <Page size="A4" style={styles.page}>
        <View style={[styles.band, { backgroundColor: sheet.dealer.colour }]}>
          <Text style={[styles.dealer, { color: sheet.dealer.onColour }]}>{sheet.dealer.name}</Text>
          {sheet.dealer.phone ? <Text style={{ color: sheet.dealer.onColour }}>Call {sheet.dealer.phone}</Text> : null}
        </View>
        <View style={styles.body}>
          <Text style={styles.title}>{sheet.title}</Text>
          <Text style={styles.subtitle}>{sheet.subtitle}</Text>
          {photo ? <Image style={styles.photo} src={{ data: photo.data, format: photo.format }} /> : null}
          {sheet.sold ? (
            <Text style={styles.sold}>This car has been sold.</Text>
          ) : sheet.reserved ? (
            <Text style={styles.sold}>This car is reserved.</Text>
          ) : null}
          <View style={styles.priceRow}>
            <Text style={styles.price}>{sheet.price.amount}</Text>
            {sheet.price.basis ? <Text style={styles.basis}>{sheet.price.basis}</Text> : null}
            {sheet.price.was ? <Text style={styles.was}>was {sheet.price.was}</Text> : null}
          </View>
          {sheet.keyDetails.length ? (
            <View style={styles.details}>
              {sheet.keyDetails.map((detail) => (
                <Text key={detail} style={styles.detail}>
                  {detail}
                </Text>
              ))}
            </View>
          ) : null}
          <View style={styles.columns}>
            <View style={styles.specs}>
              <Text style={styles.heading}>Specifications</Text>
              {sheet.specifications.map((row) => (
                <View key={row.label} style={styles.specRow} wrap={false}>
                  <Text style={styles.specLabel}>{row.label}</Text>
                  <Text style={styles.specValue}>{row.value}</Text>
                </View>
              ))}
            </View>
            <View style={styles.aside}>
              {sheet.place ? (
                <View style={styles.place}>
                  <Text style={styles.heading}>Where this car is</Text>
                  <Text style={styles.strong}>{sheet.place.name}</Text>
                  {sheet.place.address ? <Text style={styles.muted}>{sheet.place.address}</Text> : null}
                  {sheet.dealer.phone ? <Text>Phone {sheet.dealer.phone}</Text> : null}
                </View>
              ) : null}
              <QrCode matrix={qr} size={110} />
              <Text style={styles.qrCaption}>Scan to see this car online, or visit</Text>
              <Link src={sheet.url} style={styles.qrCaption}>
                {sheet.url}
              </Link>
            </View>
          </View>
          {sheet.features.length ? (
            <View wrap={false}>
              <Text style={[styles.heading, { marginTop: 14 }]}>Features</Text>
              <View style={[styles.features, { marginTop: 0 }]}>
                {sheet.features.map((feature, index) => (
                  <Text key={`${index}-${feature}`} style={styles.feature}>
                    • {feature}
                  </Text>
                ))}
              </View>
              {sheet.moreFeatures ? (
                <Text style={styles.muted}>and {sheet.moreFeatures} more on the car’s page.</Text>
              ) : null}
            </View>
          ) : null}
        </View>
        <Text style={styles.footer} fixed>
          Printed {sheet.printedOn} from {sheet.url}. Price and availability can change: please call {sheet.dealer.name}{' '}
          to confirm before you visit.
        </Text>
      </Page>
    </Document>
  )
}
