// Links the Functions app to the Static Web App: /api/* then goes to it with the signed-in user's principal, and the
// platform restricts the app to calls coming through the site.
param staticWebAppName string
param functionAppId string
param functionAppLocation string

resource site 'Microsoft.Web/staticSites@2023-12-01' existing = {
  name: staticWebAppName
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2023-12-01' = {
  parent: site
  name: 'api'
  properties: {
    backendResourceId: functionAppId
    region: functionAppLocation
  }
}
