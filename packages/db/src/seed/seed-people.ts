import type { Db } from '../client';
import { hashPassword } from '../password';
import { artists } from '../schema/artists';
import { staffRoles } from '../schema/staff';
import { users } from '../schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF } from './accounts';
import { ARTISTS, PALETTES } from './data/artists';
import { bannerSvg } from './images/decor';
import { svgToPng } from './images/svg';
import { type MediaWriter, mapLimit } from './media-writer';

export async function seedPeople(db: Db, writeMedia: MediaWriter) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Fixed dates: the catalogue is the same whenever it is seeded.
  const verified = new Date('2026-01-01T00:00:00Z');
  const dates = { createdAt: verified, updatedAt: verified };
  const [customer] = await db
    .insert(users)
    .values({
      ...DEMO_ACCOUNTS.customer,
      ...dates,
      passwordHash,
      emailVerifiedAt: verified,
      phone: '+96550000001',
    })
    .returning({ id: users.id });
  const [admin] = await db
    .insert(users)
    .values({ ...DEMO_ACCOUNTS.admin, ...dates, passwordHash, emailVerifiedAt: verified, locale: 'en' })
    .returning({ id: users.id });

  // No artist has a photo: the pages draw the initial of the name in their own language instead.
  const pictures = await mapLimit(ARTISTS, 4, async (artist, index) => {
    const palette = PALETTES[index % PALETTES.length]!;
    return {
      backgroundMediaId: await writeMedia('artists', `artist-${artist.subdomain}-background`, () =>
        svgToPng(bannerSvg(palette[2], palette[1])),
      ),
    };
  });
  const artistIds: number[] = [];
  for (const [index, artist] of ARTISTS.entries()) {
    const [first = '', last = ''] = artist.en.split(' ');
    // The first artist is the demo artist account; the others cannot sign in (no password).
    const account =
      index === 0
        ? { ...DEMO_ACCOUNTS.artist, passwordHash, emailVerifiedAt: verified }
        : {
            email: `${artist.subdomain}@artists.demo.seed`,
            firstName: first,
            lastName: last,
            role: 'ARTIST' as const,
          };
    const [user] = await db
      .insert(users)
      .values({ ...account, ...dates, username: artist.subdomain })
      .returning({ id: users.id });
    const [row] = await db
      .insert(artists)
      .values({
        userId: user!.id,
        subdomain: artist.subdomain,
        displayNameEn: artist.en,
        displayNameAr: artist.ar,
        myselfEn: `${artist.jobEn} from the Gulf, drawing on its deserts, seas and script.`,
        myselfAr: `${artist.jobAr} من الخليج، يستلهم أعماله من صحرائه وبحره وخطّه.`,
        jobEn: artist.jobEn,
        jobAr: artist.jobAr,
        ...pictures[index]!,
        isFeatured: index < 8,
        rank: index,
        createdAt: verified,
      })
      .returning({ id: artists.id });
    artistIds.push(row!.id);
  }
  // After the artists, so the ids every earlier account and artist had stay the same.
  for (const { staffRole, ...account } of DEMO_STAFF) {
    const [member] = await db
      .insert(users)
      .values({ ...account, ...dates, role: 'USER', passwordHash, emailVerifiedAt: verified })
      .returning({ id: users.id });
    await db.insert(staffRoles).values({ userId: member!.id, role: staffRole, grantedAt: verified });
  }
  return { customerId: customer!.id, adminId: admin!.id, artistIds };
}
