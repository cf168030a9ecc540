import { Link } from 'react-router';
import type { Banner } from './home-marketing.server';
import { ResponsiveImage } from './responsive-image';

// Three to a row from md up; on phones a row that scrolls sideways, one banner and a peek of the next.
const SIZES = '(min-width: 1152px) 363px, (min-width: 768px) calc((100vw - 4rem) / 3), 85vw';

/**
 * The home page's banners, each leading where the admin set it. The picture is a backdrop; the headline
 * is text in the page's language over it, and the banner grows taller rather than cut a long headline.
 */
export function HomeBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="-mx-4 mt-6 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
      {banners.map((banner) => {
        const content = (
          <>
            <ResponsiveImage
              sources={banner.image}
              sizes={SIZES}
              width={1600}
              height={600}
              alt=""
              className="absolute inset-0 size-full object-cover"
            />
            <span className="relative flex flex-1 items-center justify-center bg-black/35 px-4 py-3 text-center text-lg leading-snug font-bold text-balance break-words text-white">
              {banner.name}
            </span>
          </>
        );
        return (
          <li
            key={banner.id}
            // overflow-clip, not hidden: a clipping box still grows past its aspect ratio to fit its text.
            className="relative flex aspect-[8/3] w-[85%] shrink-0 snap-start overflow-clip rounded-xl md:w-auto"
            style={{ backgroundColor: banner.background }}
          >
            {banner.href ? (
              <Link to={banner.href} className="flex flex-1">
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}
