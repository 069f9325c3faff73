import type { Language } from '@lancer/features/i18n/resources';
import type { PageMeta } from '@lancer/features/lib/use-page-meta';
import type { PublicProfile } from '@lancer/api/schemas/review';

import { escapeHtml, jsonForHtml, languageLinks } from './prerender-page';

const personName = ({ first_name, last_name }: PublicProfile['user']) => `${first_name} ${last_name}`.trim();

/**
 * schema.org data of a public profile (decision 1330): a ProfilePage about a Person, and, once there
 * are public ratings, their AggregateRating. schema.org gives Person no `aggregateRating`, so the
 * rating names the person it rates (`itemReviewed`) in the same graph.
 */
function providerProfileStructuredData(
  profile: PublicProfile,
  {
    url,
    image,
    description,
    language,
  }: { url: string; image: string | null; description: string; language: Language },
) {
  const person = `${url}#person`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ProfilePage',
        '@id': url,
        url,
        inLanguage: language === 'zh' ? 'zh-CN' : 'en',
        mainEntity: { '@id': person },
      },
      {
        '@type': 'Person',
        '@id': person,
        name: personName(profile.user),
        alternateName: profile.user.flid,
        url,
        description,
        ...(image ? { image } : {}),
        ...(profile.skills.length > 0 ? { knowsAbout: profile.skills } : {}),
      },
      ...(profile.average_rating !== null && profile.review_count > 0
        ? [
            {
              '@type': 'AggregateRating',
              itemReviewed: { '@id': person },
              ratingValue: profile.average_rating,
              reviewCount: profile.review_count,
              bestRating: 5,
              worstRating: 1,
            },
          ]
        : []),
    ],
  };
}

/**
 * The head of a public profile beyond its title and description: the canonical address, Open Graph
 * (a `profile`, its photo as the image) and the JSON-LD above. Everything is escaped here.
 */
export function providerProfileHead(
  profile: PublicProfile,
  { url, origin, meta, language }: { url: string; origin: string; meta: PageMeta; language: Language },
) {
  const image = profile.user.photo_url ? new URL(profile.user.photo_url, origin).toString() : null;
  const property = (name: string, content: string) =>
    `    <meta property="${name}" content="${escapeHtml(content)}" />`;
  // SHELL-HREFLANG: each language's form at its own host links the other, and is its own canonical.
  const { canonical: own, lines } = languageLinks(origin, new URL(url).pathname, language);
  return [
    ...lines,
    property('og:type', 'profile'),
    property('og:site_name', 'Lancer'),
    property('og:locale', language === 'zh' ? 'zh_CN' : 'en_US'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', own),
    ...(image ? [property('og:image', image)] : []),
    property('profile:first_name', profile.user.first_name),
    property('profile:last_name', profile.user.last_name),
    property('profile:username', profile.user.flid),
    `    <meta name="twitter:card" content="summary" />`,
    `    <script type="application/ld+json">${jsonForHtml(
      providerProfileStructuredData(profile, { url: own, image, description: meta.description, language }),
    )}</script>`,
  ].join('\n');
}
