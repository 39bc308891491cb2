import type { ImgHTMLAttributes } from 'react';

/** Shown when a picture cannot be loaded: a neutral silhouette, inline so it can never fail itself. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160"><rect width="120" height="160" fill="#eef0f4"/><circle cx="60" cy="52" r="22" fill="#c9ced8"/><path d="M22 150c4-36 20-56 38-56s34 20 38 56z" fill="#c9ced8"/></svg>',
  );

/** An image that tries `src`, then `fallbackSrc` (the full image behind a thumbnail), then FALLBACK_IMAGE. */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: { src: string; fallbackSrc?: string; alt: string } & ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      src={src || fallbackSrc || FALLBACK_IMAGE}
      alt={alt}
      onError={(event) => {
        const image = event.currentTarget;
        const absolute = (url: string) => new URL(url, window.location.href).href;
        if (fallbackSrc && image.src !== absolute(fallbackSrc)) image.src = fallbackSrc;
        else if (image.src !== FALLBACK_IMAGE) image.src = FALLBACK_IMAGE;
      }}
      {...rest}
    />
  );
}
