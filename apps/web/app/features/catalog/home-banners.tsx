import { Link } from 'react-router';
import type { Banner } from './home-marketing.server';
import { ResponsiveImage } from './responsive-image';

// Three to a row from md up; on phones a row that scrolls sideways, one banner and a peek of the next.
const SIZES = '(min-width: 1152px) 363px, (min-width: 768px) calc((100vw - 4rem) / 3), 85vw';

/** The home page's banners: pictures with their words in them, each leading where the admin set it. */
export function HomeBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
      {banners.map((banner) => {
        const picture = (
          <ResponsiveImage
            sources={banner.image}
            sizes={SIZES}
            width={1600}
            height={600}
            alt={banner.name}
            className="aspect-[8/3] w-full object-cover"
          />
        );
        return (
          <li
            key={banner.id}
            className="w-[85%] shrink-0 snap-start overflow-hidden rounded-xl md:w-auto"
            style={{ backgroundColor: banner.background }}
          >
            {banner.href ? (
              <Link to={banner.href} className="block">
                {picture}
              </Link>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
  );
}
