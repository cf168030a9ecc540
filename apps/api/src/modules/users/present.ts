import type { Currency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { toMedia } from '../../http/media';
import type { Profile } from './service';

export function presentUser(profile: Profile, p: { currency: Currency; mediaBase: string }) {
  const { walletFils, emailVerifiedAt, artistRequest, ...user } = profile;
  return {
    ...user,
    emailVerified: emailVerifiedAt !== null,
    walletAmount: convertFils(walletFils, p.currency),
    media: toMedia(user.media, p.mediaBase),
    artistRequest: artistRequest && { ...artistRequest, createdAt: artistRequest.createdAt.toISOString() },
    createdAt: user.createdAt.toISOString(),
  };
}
