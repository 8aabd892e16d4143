import { useRef } from 'react';
import { NavLink } from 'react-router';

export interface CategoryLink {
  label: string;
  to: string;
}

/** Horizontal category buttons; the arrows scroll 300 px per click. */
export const CATEGORY_SCROLL_STEP = 300;

export function CategoryBar({ links }: { links: CategoryLink[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * CATEGORY_SCROLL_STEP, behavior: 'smooth' });
  return (
    <nav className="category-bar" aria-label="Categorias">
      <button
        type="button"
        className="icon-button"
        aria-label="Rolar categorias para a esquerda"
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <div className="category-scroller" ref={scroller}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className="category-button">
            {link.label}
          </NavLink>
        ))}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Rolar categorias para a direita"
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </nav>
  );
}
