import { Tabs } from '@mantine/core';
import { FeatureCards } from '../../../components/marketing/FeatureCards';
import { MarketingIcon } from '../../../components/marketing/MarketingIcon';
import { featureCategories } from './feature-categories';
import classes from './FeatureTabs.module.css';

/** `/features`: the four category tabs; arrow keys move between them. */
export function FeatureTabs() {
  return (
    <Tabs
      defaultValue={featureCategories[0]!.value}
      classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
    >
      <Tabs.List aria-label="Feature categories" justify="center">
        {featureCategories.map((category) => (
          <Tabs.Tab
            key={category.value}
            value={category.value}
            leftSection={<MarketingIcon name={category.icon} size={18} />}
          >
            {category.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {featureCategories.map((category) => (
        <Tabs.Panel key={category.value} value={category.value} className={classes.panel}>
          <div>
            <h3 className={classes.heading}>{category.heading}</h3>
            <p className={classes.summary}>{category.summary}</p>
          </div>
          <FeatureCards items={category.points} columns={2} headingLevel={4} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
