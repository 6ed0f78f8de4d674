// The office details on the contact page are fixed (SPEC §2, §9), not read from the settings.
export const OFFICE = {
  name: 'Konak Yapı',
  address: 'Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya',
  phone: '+90 242 345 12 07',
  whatsapp: '+90 532 207 12 07',
  email: 'info@konakyapi.com.tr',
  lat: 36.9295,
  lon: 30.7125,
};

/** OpenStreetMap's embeddable map around the office, with a marker on it. */
export function officeMapUrl(lat = OFFICE.lat, lon = OFFICE.lon, span = 0.012): string {
  const bbox = [lon - span, lat - span / 1.6, lon + span, lat + span / 1.6]
    .map((n) => n.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat},${lon}`;
}

export function officeDirectionsUrl(lat = OFFICE.lat, lon = OFFICE.lon): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
