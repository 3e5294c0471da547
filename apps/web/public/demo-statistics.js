// A harmless stand-in for a retailer's statistics script: the portal loads it only after the visitor
// consents to statistics cookies (settings.cookies.statisticsScripts), and the browser tests check it.
globalThis.__portalStatisticsLoaded = true;
