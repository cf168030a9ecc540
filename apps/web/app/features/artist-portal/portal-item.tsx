import type { ArtistProductState } from '@seed/domain/artist-product-state';
import type { ReactNode } from 'react';
import { ActiveSwitch } from './active-switch';

type PortalItemProps = {
  id: number;
  name: string;
  image: string | null;
  isActive: boolean;
  state?: ArtistProductState;
  children?: ReactNode;
};

/** One row of the portal's product and artwork lists: picture, name, details and the shown/hidden switch. */
export function PortalItem({ id, name, image, isActive, state, children }: PortalItemProps) {
  return (
    <li className="flex items-center gap-4 border-b border-neutral-200 py-3">
      {image ? (
        <img
          src={image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 rounded-md bg-neutral-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-16 rounded-md bg-neutral-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        <div className="text-sm text-neutral-700">{children}</div>
      </div>
      <ActiveSwitch id={id} isActive={isActive} name={name} state={state} />
    </li>
  );
}
