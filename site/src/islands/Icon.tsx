/**
 * A Lucide icon in an island. Pass the one file the island needs, so its bundle carries that icon
 * and no other (the set itself has over two thousand):
 *
 *   import heart from 'lucide-static/icons/heart.svg?raw';
 *   <Icon svg={heart} />
 *
 * Pages use `components/Icon.astro`, which inlines the same files when the page is rendered.
 */
interface Props {
  /** The SVG file's text, imported with `?raw`. */
  svg: string;
  size?: number;
  /** Only for an icon that stands alone and means something; beside words it is decoration. */
  label?: string | undefined;
  className?: string | undefined;
}

/** The file's shapes without its own <svg> element, whose class and size are Lucide's. */
export const iconShapes = (svg: string) => svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

export default function Icon({ svg, size = 20, label, className }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      // Lucide's own files, bundled at build time: never text from a person.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static SVG shapes from the icon set
      dangerouslySetInnerHTML={{ __html: iconShapes(svg) }}
    />
  );
}
