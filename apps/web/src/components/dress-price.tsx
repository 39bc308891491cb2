import { discountPercent, type Dress } from '@tryown/contracts';

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
export const formatPrice = (value: number) => money.format(value);

/** Price, the original struck through only when higher, and the discount only when both are set. */
export function DressPrice({ dress }: { dress: Pick<Dress, 'price' | 'originalPrice'> }) {
  const discount = discountPercent(dress.price, dress.originalPrice);
  const struck = dress.price != null && dress.originalPrice != null && dress.originalPrice > dress.price;
  if (dress.price == null && dress.originalPrice == null) return null;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="dress-price">
      {dress.price != null && <span className="font-semibold text-ink-900">{formatPrice(dress.price)}</span>}
      {dress.originalPrice != null &&
        (struck ? (
          <s className="text-ink-400" data-testid="original-price">
            {formatPrice(dress.originalPrice)}
          </s>
        ) : (
          dress.price == null && <span className="text-ink-700">{formatPrice(dress.originalPrice)}</span>
        ))}
      {discount != null && (
        <span className="text-xs font-semibold text-success-600" data-testid="discount">
          {discount}% off
        </span>
      )}
    </span>
  );
}
