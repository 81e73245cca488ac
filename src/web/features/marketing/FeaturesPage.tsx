import { PlaceholderPage } from '../../components/page/PlaceholderPage';

export function FeaturesPage() {
  return (
    <PlaceholderPage
      title="Features"
      description="A closer look at scheduling, patient records, analytics and security in Motio, and how each works on any device."
      align="center"
    />
  );
}
