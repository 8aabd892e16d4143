// The market robot: exactly one replica. Its lease in the store already makes two overlapping revisions safe (the
// second waits on standby), so a deploy needs no downtime window; one replica keeps the providers' quotas for one.
param name string
param location string
param tags object
param environmentId string
param identityId string
param registryServer string
param keyVaultUri string
param applicationInsightsName string
param siteUrl string
param robotSources string
param webPubSubHub string
param version string

@description('The image azd deployed last (SERVICE_ROBOT_IMAGE_NAME); empty before the first deploy.')
param deployedImage string

@description('Whether the app exists already (SERVICE_ROBOT_RESOURCE_EXISTS, set by azd).')
param exists bool

var healthPort = 8081

resource insights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

// Key Vault references read with the app's identity; the names are the vault's.
var secrets = [
  { name: 'robot-key', keyVaultUrl: '${keyVaultUri}secrets/robot-key', identity: identityId }
  { name: 'brapi-token', keyVaultUrl: '${keyVaultUri}secrets/brapi-token', identity: identityId }
  { name: 'twelvedata-api-key', keyVaultUrl: '${keyVaultUri}secrets/twelvedata-api-key', identity: identityId }
  { name: 'webpubsub-connection-string', keyVaultUrl: '${keyVaultUri}secrets/webpubsub-connection-string', identity: identityId }
]

var env = [
  { name: 'AGULHADAS_API_URL', value: siteUrl }
  { name: 'ROBOT_KEY', secretRef: 'robot-key' }
  { name: 'ROBOT_SOURCES', value: robotSources }
  { name: 'BRAPI_TOKEN', secretRef: 'brapi-token' }
  { name: 'TWELVEDATA_API_KEY', secretRef: 'twelvedata-api-key' }
  { name: 'WEBPUBSUB_CONNECTION_STRING', secretRef: 'webpubsub-connection-string' }
  { name: 'WEBPUBSUB_HUB', value: webPubSubHub }
  { name: 'ROBOT_HEALTH_PORT', value: string(healthPort) }
  { name: 'AGULHADAS_VERSION', value: version }
  { name: 'APPLICATIONINSIGHTS_CONNECTION_STRING', value: insights.properties.ConnectionString }
]

module app '../modules/container-app.bicep' = {
  name: 'robot-app'
  params: {
    name: name
    location: location
    tags: union(tags, { 'azd-service-name': 'robot' })
    environmentId: environmentId
    identityId: identityId
    registryServer: registryServer
    deployedImage: deployedImage
    exists: exists
    healthPort: healthPort
    minReplicas: 1
    maxReplicas: 1
    cpu: '0.5'
    memory: '1Gi'
    env: env
    secrets: secrets
  }
}

output name string = app.outputs.name
output healthUrl string = 'https://${app.outputs.fqdn}/health'
