import { type LucideIcon } from 'lucide-react';

export interface IconCard {
  title: string;
  icon: LucideIcon;
  text: string;
}

/** A grid of cards, each an icon, a heading and a sentence (values, reasons, benefits). */
export function IconCards({ cards }: { cards: readonly IconCard[] }) {
  return (
    <ul className="info-grid">
      {cards.map(({ title, icon: Icon, text }) => (
        <li key={title} className="info-card">
          <Icon aria-hidden="true" className="company-icon" />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
