/** Makes sold in Australia and New Zealand: cars, vans, trucks, motorcycles and caravans. */
export const MANUFACTURER_NAMES = [
  'Abarth', 'Alfa Romeo', 'Alpine', 'Aston Martin', 'Audi', 'Avan', 'Bailey', 'BAIC', 'Bentley', 'BMW',
  'BYD', 'Cadillac', 'Can-Am', 'Caterham', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Coromal', 'Crusader',
  'Cupra', 'Dodge', 'Ducati', 'Elddis', 'Evernew', 'Ferrari', 'Fiat', 'Fisker', 'Ford', 'Foton',
  'Fuso', 'Genesis', 'GAC', 'Great Wall', 'GWM', 'Harley-Davidson', 'Haval', 'Hino', 'Holden', 'Honda',
  'HSV', 'Hummer', 'Husqvarna', 'Hyundai', 'Ineos', 'Infiniti', 'International', 'Isuzu', 'Iveco', 'Jaecoo',
  'Jaguar', 'Jayco', 'Jeep', 'Kawasaki', 'Kea', 'Kenworth', 'Kia', 'KTM', 'Lamborghini', 'Land Rover',
  'LDV', 'Leapmotor', 'Lexus', 'Lotus', 'Mack', 'Mahindra', 'Maserati', 'Maxus', 'Mazda', 'McLaren',
  'Mercedes-AMG', 'Mercedes-Benz', 'MG', 'Mini', 'Mitsubishi', 'Morgan', 'New Age', 'Nissan', 'Omoda', 'Opel',
  'Peugeot', 'Piaggio', 'Polaris', 'Polestar', 'Porsche', 'Proton', 'RAM', 'Range Rover', 'Renault', 'Rolls-Royce',
  'Royal Enfield', 'Scania', 'Skoda', 'SsangYong', 'KGM', 'Smart', 'Subaru', 'Supreme', 'Suzuki', 'Swift',
  'Tesla', 'Toyota', 'Triumph', 'UD Trucks', 'Vespa', 'Viscount', 'Volkswagen', 'Volvo', 'Western Star', 'Windsor',
  'Xpeng', 'Yamaha', 'Zeekr', 'Ace', 'Adria', 'Airstream', 'Apollo', 'Aussie Wide', 'Avida', 'Billabong Custom',
  'Coronet', 'Dreamhaven', 'Franklin', 'Goldstream', 'Golf', 'Kokoda', 'Lotus Caravans', 'MDC', 'Nova', 'Paradise',
  'Retreat', 'Roadstar', 'Royal Flair', 'Snowy River', 'Sunliner', 'Trakmaster', 'Trackabout', 'Vista', 'Wonderland', 'Zone',
] as const
