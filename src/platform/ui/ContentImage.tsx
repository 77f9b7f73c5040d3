import { useEffect, useState } from 'react';
import { PLATFORM_TOKENS } from '../tokens';
import { useService } from './ServiceProvider';

/**
 * A content API picture (a product tile's), fetched as base64 and drawn from a data: URI. It is
 * decorative (the tile's words say what it is): empty alt, and nothing at all until it has
 * loaded or if it cannot be had, so a missing picture never leaves a broken-image box.
 */
export function ContentImage({ path, className, size = 48 }: { path: string; className?: string; size?: number }) {
  const images = useService(PLATFORM_TOKENS.ContentImages);
  const [uri, setUri] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    images.dataUri(path).then((loaded) => { if (current) setUri(loaded); }, () => { if (current) setUri(null); });
    return () => { current = false; };
  }, [images, path]);
  return uri ? <img className={className} src={uri} alt="" width={size} height={size} /> : null;
}
