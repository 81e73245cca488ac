import { Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { BillingInterval, Product } from '../../../domain/billing.js';
import classes from './Checkout.module.css';
import { formatPrice, intervalWords, notAvailableFor } from './price-format';

interface ProductCardProps {
  product: Product;
  interval: BillingInterval;
  selected: boolean;
  onSelect: (productId: string) => void;
}

/** One product of the chooser: a radio of the plan group, with its price for the interval. */
export function ProductCard({ product, interval, selected, onSelect }: ProductCardProps) {
  const nameId = `product-${product.id}-name`;
  const priceId = `product-${product.id}-price`;
  const price = product.prices[interval];

  return (
    <Card
      withBorder
      padding="lg"
      className={classes.productCard}
      data-selected={selected || undefined}
      onClick={() => onSelect(product.id)}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Radio
            name="checkout-product"
            value={product.id}
            checked={selected}
            onChange={() => onSelect(product.id)}
            aria-labelledby={nameId}
            aria-describedby={priceId}
          />
          <Title order={3} id={nameId} className={classes.productName}>
            {product.name}
          </Title>
        </Group>
        {product.description && (
          <Text size="sm" c="dimmed">
            {product.description}
          </Text>
        )}
        <div id={priceId}>
          {price ? (
            <Group gap={6} align="baseline" wrap="nowrap">
              <Text component="span" className={classes.price}>
                {formatPrice(price)}
              </Text>
              <Text component="span" c="dimmed">
                {intervalWords[interval].per}
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">{notAvailableFor(interval)}</Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
